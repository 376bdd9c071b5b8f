import { Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { TaskErrorField } from './TaskErrorField';
import { TaskItemsTable } from './TaskItemsTable';
import { TaskLiveRefresh } from './TaskLiveRefresh';
import { TaskOutcomeField } from './TaskOutcomeField';
import { TaskProgressField } from './TaskProgressField';
import { retryable, TaskRetryButton } from './TaskRetryButton';
import { TaskStatusField } from './TaskStatusField';
import { TaskTypeField } from './TaskTypeField';
import { KeepButtonLabels } from '../layout/KeepButtonLabels';
import { DateTimeField } from '../schema-ui/DateTimeField';

const ShownTaskLiveRefresh = () => {
  const record = useRecordContext();
  return record ? <TaskLiveRefresh shownIds={[record.id]} /> : null;
};

/** "Tarea #7": the page names the task as its notifications and the publication history do. */
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

/** One task: its summary, the retry of its failed items, and every item's result or reason. */
export const TaskShow = () => (
  <Show title={<TaskTitle />} actions={<TaskShowActions />}>
    <ShownTaskLiveRefresh />
    <SimpleShowLayout>
      <TextField source="id" />
      <TaskTypeField source="type" />
      <TaskStatusField source="status" />
      <TaskProgressField source="done" />
      <TaskOutcomeField source="status" label="app.tasks.outcome" sortable={false} />
      <DateTimeField source="created_at" />
      <DateTimeField source="started_at" emptyText="—" />
      <DateTimeField source="finished_at" emptyText="—" />
      <TaskErrorField source="last_error" />
    </SimpleShowLayout>
    <TaskItemsTable />
  </Show>
);

export default TaskShow;
