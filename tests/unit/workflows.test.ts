// The GitHub Actions workflows and netlify.toml: they parse, every command they run exists, and what a
// deploy or a preview depends on is set.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot as root, tempDir } from '../content/site-copy.ts';

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const workflows = fs
  .readdirSync(path.join(root, '.github/workflows'))
  .filter((file) => /\.ya?ml$/.test(file));

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  if?: string;
}
interface Workflow {
  name: string;
  on: Record<string, unknown>;
  jobs: Record<string, { steps: Step[]; if?: string }>;
}

const workflow = (name: string) => parse(read(`.github/workflows/${name}`)) as Workflow;
const stepsOf = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps);
const allSteps = workflows.flatMap((file) => stepsOf(workflow(file)));
// The step that runs `command`, or the first that uses an action whose name starts with it.
const at = (steps: Step[], command: string) =>
  steps.findIndex((step) => step.run === command || step.uses?.startsWith(command));
const commands = [
  ...allSteps.map((step) => step.run ?? ''),
  read('.ci/run'),
  /command = "(.*)"/.exec(read('netlify.toml'))?.[1] ?? '',
].join('\n');
const preview = workflow('preview.yml');
// `pr-preview/pr-<number of the pull request>/`, under the site's address or base path.
const previewPath = String.raw`pr-preview\/pr-\$\{\{ github\.event\.pull_request\.number \}\}\/`;

describe('the workflows', () => {
  it('call only npm scripts and local actions that exist', () => {
    const called = [...commands.matchAll(/npm run (?:--silent )?([\w:-]+)/g)].map(([, name]) => name);
    expect(called.length).toBeGreaterThan(0);
    expect(called.filter((name) => !(name in scripts))).toEqual([]);
    const local = allSteps.flatMap((step) => (step.uses?.startsWith('./') ? [step.uses] : []));
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
    const steps = stepsOf(deploy);
    expect(deploy.on.workflow_run).toMatchObject({
      workflows: [workflow('ci.yml').name],
      branches: ['main'],
    });
    expect(steps[at(steps, 'JamesIves/github-pages-deploy-action')].with).toMatchObject({
      folder: 'dist',
      branch: 'gh-pages',
      'clean-exclude': 'pr-preview/',
    });
  });

  it('build previews under pr-preview/pr-N/ with drafts shown, and remove them when the pull request closes', () => {
    const steps = stepsOf(preview);
    expect(preview.on.pull_request).toMatchObject({
      types: expect.arrayContaining(['closed', 'synchronize']),
    });
    expect(steps[at(steps, 'npm run build')].env).toMatchObject({
      CONTENT_DRAFTS: 'show',
      BASE_PATH: expect.stringMatching(new RegExp(`${previewPath}$`)),
    });
    expect(steps[at(steps, 'rossjrw/pr-preview-action')].with).toMatchObject({
      'source-dir': 'dist',
      'umbrella-dir': 'pr-preview',
    });
    expect(commands).toMatch(/npm run --silent changed-pages -- .*--preview-url/);
  });

  it('review a pull request with Debian Chromium, and publish the report with the preview even when it fails', () => {
    const { review, preview: publish } = preview.jobs;
    const run = review.steps.find((step) => step.run?.includes('npm run review'));
    expect(run?.run).toContain('source .ci/chromium');
    expect(review.steps[at(review.steps, 'actions/upload-artifact')].if).toBe('always()');
    expect(publish.if).toContain('always()');
    expect(at(publish.steps, 'actions/download-artifact')).toBeLessThan(
      at(publish.steps, 'rossjrw/pr-preview-action'),
    );
  });
});

// What the site-address action's one step writes to GITHUB_OUTPUT, run as GitHub runs it.
const siteAddress = parse(read('.github/actions/site-address/action.yml')) as { runs: { steps: Step[] } };
const address = (env: Record<string, string>) => {
  const output = path.join(tempDir('site-address-'), 'output');
  fs.writeFileSync(output, '');
  execFileSync('bash', ['--norc', '--noprofile', '-e', '-c', siteAddress.runs.steps[0].run!], {
    env: { PATH: process.env.PATH, ...env, GITHUB_OUTPUT: output },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = fs.readFileSync(output, 'utf8').trim().split('\n');
  return Object.fromEntries(lines.map((line) => line.split(/=(.*)/).slice(0, 2)));
};

it("the site-address action uses the repository's GitHub Pages address, or SITE_URL (a domain of its own) when it is set", () => {
  expect(address({ SITE_URL: '', OWNER: 'Stackwise-Studio', REPO: 'agency-site' })).toEqual({
    url: 'https://stackwise-studio.github.io/agency-site/',
    'base-path': '/agency-site/',
    'pages-host': 'stackwise-studio.github.io/agency-site',
  });
  expect(address({ SITE_URL: 'https://stackwise.studio', OWNER: 'x', REPO: 'y' })).toEqual({
    url: 'https://stackwise.studio/',
    'base-path': '/',
    'pages-host': 'stackwise.studio',
  });
});

it('netlify.toml builds with npm run build into dist and shows drafts in deploy previews', () => {
  const toml = read('netlify.toml');
  expect(toml).toMatch(/^\s*command = ".*npm run build"$/m);
  expect(toml).toMatch(/^\s*publish = "dist"$/m);
  expect(toml).toMatch(/\[context\.deploy-preview\.environment\]\s+CONTENT_DRAFTS = "show"/);
});
