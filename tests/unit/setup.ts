import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import './labelControlById';

// A screen's first render of the whole admin can take seconds on two busy cores: a findBy or waitFor
// waits up to 5 s for what the user would see, instead of failing after the library's default second.
configure({ asyncUtilTimeout: 5_000 });

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // react-admin schedules some state changes on the next turn (a reference input's new filter): let them
  // run now, on an unmounted screen, rather than after the file's environment is gone, where they throw.
  await nextTurn();
});

// An autocomplete's typed filter reaches its reference 250 ms later, and unmounting does not cancel it:
// after a file's last test it would land once the file's window is gone and fail the run. Wait it out.
const autocompleteDebounceMs = 250;

afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, autocompleteDebounceMs + 50));
  await nextTurn();
});
