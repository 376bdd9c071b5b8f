import { DataTable, DateInput, List, SelectArrayInput, SelectInput, useListContext } from 'react-admin';
import { listLimits } from '../../resources';
import { tasks as declaration } from '../../resources/tasks';
import { EmptyList } from '../schema-ui/EmptyList';
import { KeyboardDataTableBody } from '../schema-ui/KeyboardDataTableBody';
import { ResponsiveListBody } from '../schema-ui/ResponsiveListBody';
import { startOfLocalDay } from '../schema-ui/schemaFilters';
import { taskStatusChoices, taskTypeChoices } from './taskChoices';
import { TaskLiveRefresh } from './TaskLiveRefresh';
import { TaskOutcomeField } from './TaskOutcomeField';
import { TaskProgressField } from './TaskProgressField';
import { TaskStatusField } from './TaskStatusField';
import { TaskTypeField } from './TaskTypeField';
import { DateTimeField } from '../schema-ui/DateTimeField';
import { ListParamsInAddress } from '../schema-ui/ListParamsInAddress';

const filters = [
  // Several at once: the home page opens the tasks still running (queued, in process, retrying) or those that failed.
  // Room for a chosen status or two on a desk; on a phone it shares its line with the type and takes half of it.
  <SelectArrayInput key="status" source="status" choices={taskStatusChoices} alwaysOn sx={{ minWidth: { sm: 200 } }} />,
  <SelectInput key="type" source="type" choices={taskTypeChoices} alwaysOn />,
  // The home page's failed tasks of the last hours; a seller picks a day.
  <DateInput key="finished_since" source="finished_since" parse={startOfLocalDay} />,
];

const ShownTasksLiveRefresh = () => {
  const { data } = useListContext();
  return <TaskLiveRefresh shownIds={data?.map((task) => task.id) ?? []} />;
};

const table = (
  <DataTable rowClick="show" bulkActionButtons={false} empty={<EmptyList />} body={KeyboardDataTableBody}>
    <DataTable.Col source="id" />
    <DataTable.Col source="type">
      <TaskTypeField source="type" />
    </DataTable.Col>
    <DataTable.Col source="status">
      <TaskStatusField source="status" />
    </DataTable.Col>
    <DataTable.Col source="done" disableSort>
      <TaskProgressField source="done" />
    </DataTable.Col>
    <DataTable.Col source="created_at">
      <DateTimeField source="created_at" />
    </DataTable.Col>
    <DataTable.Col source="finished_at">
      <DateTimeField source="finished_at" />
    </DataTable.Col>
    <DataTable.Col label="app.tasks.outcome" disableSort>
      <TaskOutcomeField source="status" />
    </DataTable.Col>
  </DataTable>
);

/**
 * /tareas: every task, newest first, with live status and progress; a row (on a phone, a card with
 * its status, when it was created and its progress) opens its items.
 */
export const TaskList = () => (
  <List sort={declaration.sort} perPage={listLimits.defaultSize} filters={filters} empty={<EmptyList />} exporter={false} actions={false}>
    <ListParamsInAddress />
    <ShownTasksLiveRefresh />
    <ResponsiveListBody
      table={table}
      rowClick="show"
      primaryText={<TaskTypeField source="type" />}
      secondaryText={
        <>
          <TaskStatusField source="status" /> <DateTimeField source="created_at" />
          <TaskProgressField source="done" />
        </>
      }
      empty={<EmptyList />}
    />
  </List>
);

export default TaskList;
