export interface Snippet {
  lang: 'ts' | 'tsx';
  /** False when the info string says `no-run`. */
  run: boolean;
  /** The Markdown line the code starts on (1-based). */
  line: number;
  code: string;
}
export function extractSnippets(markdown: string): Snippet[];
