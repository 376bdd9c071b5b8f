import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { type AuthProvider, Datagrid, List, TextField, useGetIdentity, usePermissions } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { seedSessionAnswers } from '../../../src/providers/sessionAnswers';
import type { StoredSession } from '../../../src/providers/tokenStore';
import { renderInAdmin } from '../support/renderInAdmin';

const session: StoredSession = { token: 'acceso', refreshToken: 'renovacion', userName: 'Ana Pérez', id: 7, remember: true };
const never = () => new Promise<never>(() => {});
/** An authProvider that never answers: whatever shows came from the seeded answers. */
const silentAuthProvider: AuthProvider = {
  login: never,
  logout: async () => {},
  checkAuth: never,
  checkError: async () => {},
  getPermissions: never,
  getIdentity: never,
};

/** What a signed-in screen knows of the session on each of its renders. */
const SessionReader = ({ renders }: { renders: string[] }) => {
  const { permissions, isPending } = usePermissions();
  const { identity } = useGetIdentity();
  const text = isPending ? 'esperando' : `${permissions} ${identity?.fullName}`;
  renders.push(text);
  return <p>{text}</p>;
};

const renderSignedIn = (queryClient: QueryClient, renders: string[]) => {
  const getList = vi.fn().mockResolvedValue({ data: [{ id: 1, name: 'Cosa 1' }], total: 1 });
  renderInAdmin(
    <>
      <SessionReader renders={renders} />
      <List resource="cosas" disableSyncWithLocation>
        <Datagrid>
          <TextField source="name" />
        </Datagrid>
      </List>
    </>,
    { dataProvider: { getList }, authProvider: silentAuthProvider, queryClient },
  );
  return getList;
};

describe('the stored session answers react-admin before the first render', () => {
  it('a screen knows the user and permissions on its first render, and a list draws its rows without waiting on the session check', async () => {
    const queryClient = new QueryClient();
    seedSessionAnswers(queryClient, session);
    const renders: string[] = [];
    renderSignedIn(queryClient, renders);

    expect(renders[0]).toBe('admin Ana Pérez');
    expect(await screen.findByText('Cosa 1', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('without them the same screen waits for the authProvider, and the list asks for nothing', async () => {
    const renders: string[] = [];
    const getList = renderSignedIn(new QueryClient(), renders);

    expect(renders[0]).toBe('esperando');
    await screen.findByText('esperando');
    expect(getList).not.toHaveBeenCalled();
  });
});
