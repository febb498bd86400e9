/**
 * Makes the rest of the page inert while a modal is open: every sibling of `modal` and of each of its
 * ancestors up to `<body>`, except the elements in `keep` (the modal's own overlay, which closes it on
 * a click). Inert content takes no focus, no clicks and is absent for assistive technology, as a
 * native modal dialog's background is. Returns the undo, which leaves alone what was inert before.
 */
export const inertOutside = (modal: HTMLElement, keep: readonly (Element | null)[] = []): (() => void) => {
  const changed: Element[] = [];
  for (let node: Element | null = modal; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || keep.includes(sibling) || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
};
