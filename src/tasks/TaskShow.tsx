import Stack from '@mui/material/Stack';
import { Labeled, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { TaskErrorField } from './TaskErrorField';
import { TaskItemsTable } from './TaskItemsTable';
import { TaskLiveRefresh } from './TaskLiveRefresh';
import { TaskOutcomeField } from './TaskOutcomeField';
import { TaskProgressField } from './TaskProgressField';
import { retryable, TaskRetryButton } from './TaskRetryButton';
import { TaskStatusField } from './TaskStatusField';
import { TaskTypeField } from './TaskTypeField';
import { KeepButtonLabels } from '../layout/KeepButtonLabels';
import { SheetColumns, SheetFields } from '../layout/SheetColumns';
import { SheetSection } from '../layout/SheetSection';
import { DateTimeField } from '../schema-ui/DateTimeField';

const ShownTaskLiveRefresh = () => {
  const record = useRecordContext();
  return record ? <TaskLiveRefresh shownIds={[record.id]} /> : null;
};

/** "Tarea #7": the page names the task as its notifications and the publication history do, so no field repeats its number. */
const TaskTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? translate('app.tasks.title', { id: record.id }) : null;
};

/**
 * Retrying is the sheet's one action: a task with nothing to retry shows no toolbar, which would be a blank band.
 * On a phone the button keeps its label, as the other sheets' actions do.
 */
const TaskShowActions = () =>
  retryable(useRecordContext()) ? (
    <TopToolbar>
      <KeepButtonLabels>
        <TaskRetryButton />
      </KeepButtonLabels>
    </TopToolbar>
  ) : null;

/**
 * One task: what it does and how far it got beside when it ran (two columns on a desk, one on a phone),
 * the retry of its failed items, and every item's result or reason under them.
 */
export const TaskShow = () => (
  <Show title={<TaskTitle />} actions={<TaskShowActions />}>
    <ShownTaskLiveRefresh />
    <SheetColumns>
      <SheetSection title="app.tasks.sheet.work">
        <Stack spacing={1}>
          <SheetFields>
            <Labeled source="type">
              <TaskTypeField source="type" />
            </Labeled>
            <Labeled source="status">
              <TaskStatusField source="status" />
            </Labeled>
            <Labeled source="status" label="app.tasks.outcome">
              <TaskOutcomeField source="status" />
            </Labeled>
          </SheetFields>
          <Labeled source="done" fullWidth>
            <TaskProgressField source="done" />
          </Labeled>
          <Labeled source="last_error" fullWidth>
            <TaskErrorField source="last_error" />
          </Labeled>
        </Stack>
      </SheetSection>
      <SheetSection title="app.tasks.sheet.dates">
        <SheetFields>
          <Labeled source="created_at">
            <DateTimeField source="created_at" />
          </Labeled>
          <Labeled source="started_at">
            <DateTimeField source="started_at" emptyText="—" />
          </Labeled>
          <Labeled source="finished_at">
            <DateTimeField source="finished_at" emptyText="—" />
          </Labeled>
        </SheetFields>
      </SheetSection>
    </SheetColumns>
    <TaskItemsTable />
  </Show>
);

export default TaskShow;
