import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { TaskShow } from '../../../src/tasks/TaskShow';
import { renderInAdmin } from '../support/renderInAdmin';

/** The sheet of task 7 at its address, the task and its items read from `dataProvider`; `around` wraps it (a language, resource definitions). */
export const renderTaskSheet = (dataProvider: Record<string, unknown>, around: (sheet: ReactNode) => ReactNode = (sheet) => sheet) =>
  renderInAdmin(
    around(
      <Routes>
        <Route path="/tareas/:id/show" element={<TaskShow />} />
      </Routes>,
    ),
    { resource: 'tareas', path: '/tareas/7/show', dataProvider: dataProvider as never },
  );
