import { useEffect, useState } from 'react';

/** The visible viewport shrinking by more than this means an on-screen keyboard (docs/product.md, "Screens"). */
export const KEYBOARD_THRESHOLD_PX = 150;
/** The keyboard counts as closed again only after this delay. */
export const KEYBOARD_CLOSE_DELAY_MS = 150;

const NON_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);

function isTextInput(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement) return !NON_TEXT.has(el.type);
  return el instanceof HTMLElement && el.isContentEditable;
}

/** True while the keyboard is open: focus in a text input, or the visual viewport shrunk by more than 150 px. */
export function useKeyboardOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const vv = window.visualViewport;
    // The height with no keyboard. It is taken again whenever the window itself resizes with no text field
    // focused (the phone turned to landscape, a desktop window resized), so rotating does not read as a keyboard.
    let baseHeight = window.innerHeight;
    const update = () => {
      // Pinch-zoom shrinks the visual viewport by its scale; undo that so zooming is not a keyboard either.
      const visible = vv ? vv.height * vv.scale : baseHeight;
      const shrunk = baseHeight - visible > KEYBOARD_THRESHOLD_PX;
      const next = shrunk || isTextInput(document.activeElement);
      clearTimeout(timer);
      if (next) setOpen(true);
      else timer = setTimeout(() => setOpen(false), KEYBOARD_CLOSE_DELAY_MS);
    };
    const onWindowResize = () => {
      if (!isTextInput(document.activeElement)) baseHeight = window.innerHeight;
      update();
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    vv?.addEventListener('resize', update);
    window.addEventListener('resize', onWindowResize);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
      vv?.removeEventListener('resize', update);
      window.removeEventListener('resize', onWindowResize);
    };
  }, []);
  return open;
}
