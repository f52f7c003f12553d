import { readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { rawPostSchema, type RawPost } from '@/lib/blog/schema';
import { createMarkdown, readMarkdownFile } from '@/content/markdown';
import { site } from '@/content/site';

/**
 * The built-in posts, used when BLOG_FUNCTION_BASE is unset: one Markdown file per post in
 * this folder, named after its id. The frontmatter carries the blog function's fields
 * (lib/blog/schema.ts) and the body is rendered to HTML here, so built-in and remote posts
 * reach the pages through the same reshaping and sanitizing. Built-in posts must also carry
 * their own illustration and social metadata. `{{name}}` in a post is the brand (content/site.ts).
 */
const frontmatterSchema = rawPostSchema.omit({ description: true }).extend({
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be a URL slug'),
  image_url: z.string().regex(/^\/illustrations\/blog\/[a-z0-9-]+\.svg$/, 'must be an illustration in public/illustrations/blog'),
  meta_title: z.string().min(10).max(70),
  meta_description: z.string().min(70).max(170),
});

const markdown = createMarkdown();
// Header cells of a table head are column headers; say so for screen readers.
markdown.renderer.rules.th_open = (tokens, index, options, _env, self) => {
  tokens[index]!.attrSet('scope', 'col');
  return self.renderToken(tokens, index, options);
};

function readPost(file: string): RawPost {
  const { meta, body } = readMarkdownFile('blog', `blog/${file}`, frontmatterSchema, { name: site.name });
  if (meta.id !== path.basename(file, '.md')) throw new Error(`content/blog/${file}: the file must be named after its id (${meta.id}.md)`);
  return { ...meta, description: markdown.render(body) };
}

export const builtInPosts: readonly RawPost[] = readdirSync(path.join(process.cwd(), 'content', 'blog'))
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map(readPost);
