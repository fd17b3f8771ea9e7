// The CMS page: Sveltia CMS, bundled (never from a CDN), with our file formats and previews.
import CMS from '@sveltia/cms';
import { TextListControl } from './fields/TextList.tsx';
import { frontmatterFormat, yamlFormat } from './format.ts';
import { BlogPreview, HomePreview, ServicePreview, SitePreview } from './preview/templates.tsx';
import { problemsOnSave, refusedEvent } from './save-check.ts';

// Same names as the CMS's own formats, so the generated configuration reads like any other setup.
CMS.registerCustomFormat('yaml-frontmatter', 'mdx', frontmatterFormat);
CMS.registerCustomFormat('yaml', 'yaml', yamlFormat);
CMS.registerFieldType('text-list', TextListControl);
// By collection name, or by file name for site.yaml and home.yaml.
CMS.registerPreviewTemplate('services', ServicePreview);
CMS.registerPreviewTemplate('blog', BlogPreview);
CMS.registerPreviewTemplate('site', SitePreview);
CMS.registerPreviewTemplate('home', HomePreview);
// Refused with the content check's words (cms/save-check.ts): the entry stays unsaved.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const { path, data } = entry.toJS();
    const problems = problemsOnSave(path, data);
    if (!problems.length) return;
    console.error(`Not saved: ${problems.join(' ')}`);
    window.dispatchEvent(new Event(refusedEvent));
    // Sveltia's dialog shows the cause of a save that failed, after its own "try again later".
    throw new Error('saving_failed', { cause: new Error(problems.join(' ')) });
  },
});
void CMS.init();
