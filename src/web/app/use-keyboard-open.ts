import { useEffect, useState } from 'react';

/** The visible viewport shrinking by more than this means an on-screen keyboard (spec section 9). */
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
    const baseHeight = window.innerHeight;
    const update = () => {
      const shrunk = vv ? baseHeight - vv.height > KEYBOARD_THRESHOLD_PX : false;
      const next = shrunk || isTextInput(document.activeElement);
      clearTimeout(timer);
      if (next) setOpen(true);
      else timer = setTimeout(() => setOpen(false), KEYBOARD_CLOSE_DELAY_MS);
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    vv?.addEventListener('resize', update);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
      vv?.removeEventListener('resize', update);
    };
  }, []);
  return open;
}
