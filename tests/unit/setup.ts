import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's first render of the whole admin can take seconds on two busy cores: a findBy or waitFor
// waits up to 5 s for what the user would see, instead of failing after the library's default second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // react-admin schedules some state changes on the next turn (a reference input's new filter): let them
  // run now, on an unmounted screen, rather than after the file's environment is gone, where they throw.
  await new Promise((resolve) => setTimeout(resolve, 0));
});
