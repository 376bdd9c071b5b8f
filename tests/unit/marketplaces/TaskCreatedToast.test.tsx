import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { TaskCreatedToast } from '../../../src/marketplaces/TaskCreatedToast';
import { renderInAdmin } from '../support/renderInAdmin';

const NotifyButton = () => {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(createElement(TaskCreatedToast, { taskIds: [7] }), { type: 'success' })}>
      run
    </button>
  );
};

describe('the toast of a created task', () => {
  it('closes after 3000 ms even with the pointer resting on it, its link to the tasks usable meanwhile', async () => {
    renderInAdmin(<NotifyButton />);
    fireEvent.click(screen.getByRole('button', { name: 'run' }));
    const link = await screen.findByRole('link', { name: 'Ver en Tareas' });
    expect(link).toHaveAttribute('href', '/tareas');
    // The bulk action's button sits where the toast opens: the pointer is on it from the start.
    fireEvent.mouseEnter(link.closest('.MuiSnackbar-root')!);
    fireEvent.mouseOver(link);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ver en Tareas' })).not.toBeInTheDocument(), { timeout: 3900 });
  });
});
