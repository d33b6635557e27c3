import type { ReactNode } from 'react';

// The app's own icons, by name (product §7 "icons load from an assets icons folder by name"), as inline SVG paths so
// they cost no request and inherit the text colour. How they are drawn (stroke, width, caps) is one rule in
// global.css, not five attributes on every icon: a downloads page has one per file.
const paths: Record<string, ReactNode> = {
  'chevron-down': <path d="M6 9l6 6 6-6" />,
  check: <path d="M5 12l5 5 9-10" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  download: <path d="M12 4v11m-5-5l5 5 5-5M5 20h14" />,
  mail: <path d="M4 6h16v12H4zM4 7l8 6 8-6" />,
  phone: <path d="M6 3h4l2 5-2.5 1.5a11 11 0 0 0 5 5L16 12l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 4 5a2 2 0 0 1 2-2z" />,
  external: <path d="M14 4h6v6m0-6L10 14M18 14v6H4V6h6" />,
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
};

export type IconName = keyof typeof paths;

/** An icon by name; an unknown name logs product §8's "Icon doesn't exist" and renders nothing. */
export function Icon({ name, size = 20 }: { name: string; size?: number }) {
  const path = paths[name];
  if (!path) {
    console.error("Icon doesn't exist", name);
    return null;
  }
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {path}
    </svg>
  );
}
