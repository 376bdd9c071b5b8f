import { Datagrid, DateField, List, SelectInput, TextField, useListContext } from 'react-admin';
import { tasks as declaration } from '../../resources/tasks';
import { EmptyList } from '../schema-ui/EmptyList';
import { taskStatusChoices, taskTypeChoices } from './taskChoices';
import { TaskLiveRefresh } from './TaskLiveRefresh';
import { TaskOutcomeField } from './TaskOutcomeField';
import { TaskProgressField } from './TaskProgressField';
import { TaskStatusField } from './TaskStatusField';
import { TaskTypeField } from './TaskTypeField';

const filters = [
  <SelectInput key="status" source="status" choices={taskStatusChoices} alwaysOn />,
  <SelectInput key="type" source="type" choices={taskTypeChoices} alwaysOn />,
];

const ShownTasksLiveRefresh = () => {
  const { data } = useListContext();
  return <TaskLiveRefresh shownIds={data?.map((task) => task.id) ?? []} />;
};

/** /tareas: every task, newest first, with live status and progress; a row opens its items. */
export const TaskList = () => (
  <List sort={declaration.sort} perPage={25} filters={filters} empty={<EmptyList />} exporter={false}>
    <ShownTasksLiveRefresh />
    <Datagrid rowClick="show" bulkActionButtons={false} empty={<EmptyList />}>
      <TextField source="id" />
      <TaskTypeField source="type" />
      <TaskStatusField source="status" />
      <TaskProgressField source="done" sortable={false} />
      <DateField source="created_at" showTime />
      <DateField source="finished_at" showTime />
      <TaskOutcomeField source="status" label="app.tasks.outcome" sortable={false} />
    </Datagrid>
  </List>
);

export default TaskList;
