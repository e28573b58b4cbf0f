export interface Heading {
  depth: 2 | 3;
  id: string;
  html: string;
}
export function slug(text: string): string;
export function renderMarkdown(markdown: string): Promise<{ html: string; headings: Heading[] }>;
export function tableOfContents(headings: Heading[]): string;
