/** Tries for about a second: on a busy device React may render the marks a few frames late. */
const MAX_TRIES = 60;

/** After a failed submit, moves focus to the first field marked invalid (once React has rendered the marks). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  let tries = 0;
  const attempt = () => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (++tries < MAX_TRIES) setTimeout(attempt, 16);
  };
  setTimeout(attempt, 0);
}
