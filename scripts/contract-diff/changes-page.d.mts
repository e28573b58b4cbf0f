export function changesPage(root: string): { file: string; title: string; link: string; body: string };
