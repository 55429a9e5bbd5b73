import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach } from 'vitest';
import type { ReactElement } from 'react';

// Vitest runs without globals, so Testing Library cannot register its own cleanup between tests.
afterEach(cleanup);

/** Renders a component into the test's DOM, with a user-event session that types and clicks as a person does. */
export function renderWithUser(ui: ReactElement, options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  return { user, ...render(ui) };
}
