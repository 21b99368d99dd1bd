/** After a failed submit, moves focus to the first field marked invalid (once React has rendered the marks). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  setTimeout(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, 0);
}
