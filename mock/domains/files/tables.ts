export const tables = {
  files: { schema: 'admin:CmsFile', called: 'file' },
  images: { schema: 'admin:CmsImage', called: 'image' },
} as const;
