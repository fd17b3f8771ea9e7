// The GitHub Actions workflows and netlify.toml: they parse, and every command they run exists.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const workflowDir = path.join(root, '.github/workflows');
const workflows = fs.readdirSync(workflowDir).filter((file) => /\.ya?ml$/.test(file));

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  name: string;
  on: Record<string, unknown>;
  jobs: Record<string, { steps: Step[]; container?: string; needs?: string; if?: string }>;
}

const workflow = (name: string) => parse(read(`.github/workflows/${name}`)) as Workflow;
const stepsOf = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps);
const commands = [
  ...workflows.flatMap((file) => stepsOf(workflow(file)).map((step) => step.run ?? '')),
  read('.ci/run'),
  /command = "(.*)"/.exec(read('netlify.toml'))?.[1] ?? '',
].join('\n');

describe('the workflows', () => {
  it.each(workflows)('%s parses as YAML into jobs with steps', (file) => {
    const parsed = workflow(file);
    expect(parsed.name).toEqual(expect.any(String));
    expect(Object.keys(parsed.on).length).toBeGreaterThan(0);
    for (const job of Object.values(parsed.jobs)) expect(job.steps.length).toBeGreaterThan(0);
  });

  it('call only npm scripts and local actions that exist', () => {
    const called = [...commands.matchAll(/npm run (?:--silent )?([\w:-]+)/g)].map(([, name]) => name);
    expect(called.length).toBeGreaterThan(0);
    expect(called.filter((name) => !(name in scripts))).toEqual([]);
    const local = workflows
      .flatMap((file) => stepsOf(workflow(file)))
      .map((step) => step.uses ?? '')
      .filter((uses) => uses.startsWith('./'));
    expect(local.length).toBeGreaterThan(0);
    for (const uses of local) expect(fs.existsSync(path.join(root, uses, 'action.yml')), uses).toBe(true);
  });

  it('run CI on every push and pull request with the same command as .ci/run', () => {
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    expect(stepsOf(ci).map((step) => step.run)).toContain('.ci/run');
    expect(read('.ci/run')).toMatch(/^npm run check$/m);
  });

  it('deploy main to GitHub Pages after CI, keeping the previews', () => {
    const deploy = workflow('deploy.yml');
    expect(deploy.on.workflow_run).toMatchObject({ workflows: ['CI'], branches: ['main'] });
    const publish = stepsOf(deploy).find((step) =>
      step.uses?.startsWith('JamesIves/github-pages-deploy-action'),
    );
    expect(publish?.with).toMatchObject({
      folder: 'dist',
      branch: 'gh-pages',
      'clean-exclude': 'pr-preview/',
    });
  });

  it('build previews under pr-preview/pr-N/ with drafts shown, and remove them when the pull request closes', () => {
    const preview = workflow('preview.yml');
    expect(preview.on.pull_request).toMatchObject({
      types: expect.arrayContaining(['closed', 'synchronize']),
    });
    const build = stepsOf(preview).find((step) => step.run === 'npm run build');
    expect(build?.env?.CONTENT_DRAFTS).toBe('show');
    expect(build?.env?.BASE_PATH).toMatch(
      /pr-preview\/pr-\$\{\{ github\.event\.pull_request\.number \}\}\/$/,
    );
    const deploy = stepsOf(preview).find((step) => step.uses?.startsWith('rossjrw/pr-preview-action'));
    expect(deploy?.with).toMatchObject({ 'source-dir': 'dist', 'umbrella-dir': 'pr-preview' });
    expect(commands).toMatch(/npm run --silent changed-pages -- .*--preview-url/);
  });
});

describe('the review of a pull request', () => {
  const preview = workflow('preview.yml');
  const review = preview.jobs.review;
  const steps = review.steps;

  it('runs npm run review against the base in the Debian container, with Debian Chromium', () => {
    expect(review.container).toMatch(/^node:20-bookworm/);
    const run = steps.find((step) => step.run?.includes('npm run review'));
    expect(run?.run).toContain('source .ci/chromium');
    expect(run?.run).toMatch(
      /--base "\$BASE_SHA" --head "\$HEAD_SHA" --out review-report --image-base "\$REVIEW_URL"/,
    );
    expect(run?.env?.BASE_SHA).toContain('github.event.pull_request.base.sha');
    expect(run?.env?.REVIEW_URL).toMatch(
      /pr-preview\/pr-\$\{\{ github\.event\.pull_request\.number \}\}\/review\/$/,
    );
    expect(read('.ci/chromium')).toMatch(/apt-get install -y -qq chromium/);
    expect(read('.ci/run')).toMatch(/^source \.ci\/chromium$/m);
  });

  it('keeps the report even when it fails, and the preview publishes it and comments with it', () => {
    const upload = steps.find((step) => step.uses?.startsWith('actions/upload-artifact'));
    expect(upload).toMatchObject({ if: 'always()', with: { name: 'review', path: 'review-report/' } });
    const job = preview.jobs.preview;
    expect(job.needs).toBe('review');
    expect(job.if).toContain('always()');
    const download = job.steps.findIndex((step) => step.uses?.startsWith('actions/download-artifact'));
    const deploy = job.steps.findIndex((step) => step.uses?.startsWith('rossjrw/pr-preview-action'));
    expect(download).toBeGreaterThan(-1);
    expect(job.steps[download].with).toMatchObject({ name: 'review', path: 'dist/review' });
    expect(download).toBeLessThan(deploy);
    expect(commands).toMatch(/cat dist\/review\/index\.md/);
  });
});

describe("the build's cache in the workflows that build", () => {
  it.each(['deploy.yml', 'preview.yml'])(
    '%s restores and saves node_modules/.cache/site after npm ci and before the build, per lock file and branch',
    (file) => {
      const steps = stepsOf(workflow(file));
      const install = steps.findIndex((step) => step.run?.startsWith('npm ci'));
      const cache = steps.findIndex((step) => step.uses?.startsWith('actions/cache@'));
      const build = steps.findIndex((step) => step.run === 'npm run build');
      expect([install, cache, build].every((index) => index >= 0)).toBe(true);
      expect(install).toBeLessThan(cache);
      expect(cache).toBeLessThan(build);
      const { path: cached, key, 'restore-keys': restoreKeys } = steps[cache].with as Record<string, string>;
      expect(cached).toBe('node_modules/.cache/site');
      expect(key).toContain("hashFiles('package-lock.json')");
      expect(key).toContain('github.head_ref || github.ref_name');
      expect(restoreKeys.trim().split('\n').length).toBe(2);
    },
  );
});

describe('the site-address action', () => {
  const action = parse(read('.github/actions/site-address/action.yml')) as {
    runs: { steps: { run: string }[] };
  };
  const address = (env: Record<string, string>) => {
    const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-address-')), 'output');
    fs.writeFileSync(output, '');
    execFileSync('bash', ['--norc', '--noprofile', '-e', '-c', action.runs.steps[0].run], {
      env: { PATH: process.env.PATH, ...env, GITHUB_OUTPUT: output },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines = fs.readFileSync(output, 'utf8').trim().split('\n');
    return Object.fromEntries(lines.map((line) => line.split(/=(.*)/).slice(0, 2)));
  };

  it('uses the GitHub Pages address of the repository when SITE_URL is not set', () => {
    expect(address({ SITE_URL: '', OWNER: 'Stackwise-Studio', REPO: 'agency-site' })).toEqual({
      url: 'https://stackwise-studio.github.io/agency-site/',
      'base-path': '/agency-site/',
      'pages-host': 'stackwise-studio.github.io/agency-site',
    });
  });

  it('uses SITE_URL, a domain of its own, when it is set', () => {
    expect(address({ SITE_URL: 'https://stackwise.studio', OWNER: 'x', REPO: 'y' })).toEqual({
      url: 'https://stackwise.studio/',
      'base-path': '/',
      'pages-host': 'stackwise.studio',
    });
  });
});

describe('netlify.toml', () => {
  const toml = read('netlify.toml');

  it('builds with npm run build into dist and shows drafts in deploy previews', () => {
    expect(toml).toMatch(/^\s*command = ".*npm run build"$/m);
    expect(toml).toMatch(/^\s*publish = "dist"$/m);
    expect(toml).toMatch(/\[context\.deploy-preview\.environment\]\s+CONTENT_DRAFTS = "show"/);
  });
});
