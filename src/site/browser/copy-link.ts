/// <reference lib="dom" />
/** The copy-link button: puts the page's address on the clipboard so a judge can send players the ruling. */
import { h } from './dom.js';

/** Copies `text`, falling back to a selected text field where the clipboard API is refused (some file:// pages). */
async function copy(text: string, button: HTMLButtonElement): Promise<void> {
  const say = (s: string) => {
    const status = button.nextElementSibling;
    if (status) status.textContent = s;
  };
  try {
    await navigator.clipboard.writeText(text);
    say('Link copied');
  } catch {
    const field = h('input', { type: 'text', readonly: true, value: text, 'aria-label': 'Link to this ruling', class: 'link-field' });
    button.parentElement?.append(field);
    field.select();
    say('Copy the selected link');
  }
}

/** A button that copies the current address, with a live status next to it. */
export function copyLinkButton(): HTMLElement {
  const button = h('button', { type: 'button', class: 'copy' }, 'Copy link');
  button.addEventListener('click', () => void copy(location.href, button));
  return h('span', { class: 'copy-wrap' }, button, h('span', { class: 'status', role: 'status' }));
}
