import { configure } from '@testing-library/react';

// Testing Library's `findBy…` and `waitFor` give up after 1 s by default; a first render that
// loads the test mode's data takes longer than that on a machine under full CPU load. An upper
// bound, like the others in vitest.config.ts: they still return as soon as what they wait for is there.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no <dialog> methods; the shell's Dialog calls them.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};

// jsdom lays nothing out, so it has no scrollIntoView; screens call it.
Element.prototype.scrollIntoView = () => undefined;
