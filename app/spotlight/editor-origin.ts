/** Kontent's Web Spotlight: the one other origin that may frame the site (for an editor's preview) and talk to its SDK. */
export const editorOrigin = 'https://app.kontent.ai';
