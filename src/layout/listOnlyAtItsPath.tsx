import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { NotFound } from './NotFound';

/**
 * react-admin draws a resource's list at every path below it (/productos/1, /tareas/x/y), so a
 * mistyped or outdated link would show a list as if it were the page asked for. Any path that is
 * not a screen shows the not-found page, below a resource's path too.
 */
export const listOnlyAtItsPath = (List: ComponentType): ComponentType => {
  const ListAtItsPath = () => (useParams()['*'] ? <NotFound /> : <List />);
  return ListAtItsPath;
};
