import { Link } from 'react-admin';
import type { ItemSubject } from './taskItemText';

/** What an item acts on, by name, as a link to its page: from a failed item the seller goes where it can be put right. */
export const TaskItemSubject = ({ subject }: { readonly subject: ItemSubject }) =>
  subject.path ? <Link to={subject.path}>{subject.name}</Link> : <>{subject.name}</>;
