/** A Lexical document of one paragraph, as the admin's editor saves it; with `url`, the text is a link to it. */
export const richText = (text: string, url?: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        children: url
          ? [
              {
                type: 'link',
                version: 3,
                fields: { url, linkType: 'custom', newTab: false },
                children: [{ type: 'text', version: 1, text }],
              },
            ]
          : [{ type: 'text', version: 1, text }],
      },
    ],
  },
})
