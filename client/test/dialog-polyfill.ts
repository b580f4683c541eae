/** jsdom has no <dialog> methods: open and close toggle the `open` attribute, which is what our Modal reads. */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
