import drawings from './icon-drawings.json';

/** An icon's lucide drawing (icon-drawings.json), 24×24 in the current text colour; nothing for an unknown name. */
export const IconDrawing = ({ name, size = 24 }) => {
  const node = drawings[name];
  if (!node) return null;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {node.map(([Tag, attributes], index) => (
        <Tag key={index} {...attributes} />
      ))}
    </svg>
  );
};
