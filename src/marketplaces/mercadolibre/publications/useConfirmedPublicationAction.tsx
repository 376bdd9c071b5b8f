import { useState } from 'react';
import { Confirm, type RaRecord } from 'react-admin';
import { isDestructive } from './publicationActionLooks';
import { usePublicationAction, type PublicationRowAction } from './usePublicationAction';

/**
 * Runs a publication action, asking first when it cannot be undone. The confirmation is rendered
 * by the caller (`dialog`) outside any menu, so closing the menu does not close it.
 */
export const useConfirmedPublicationAction = ({ redirectOnDelete = false } = {}) => {
  const { run, isPending } = usePublicationAction({ redirectOnDelete });
  const [asked, setAsked] = useState<{ action: PublicationRowAction; record: RaRecord } | null>(null);
  const start = (action: PublicationRowAction, record: RaRecord) => {
    if (isDestructive(action)) setAsked({ action, record });
    else run(action, record.id);
  };
  const dialog = asked && (
    <Confirm
      isOpen
      loading={isPending}
      title={`app.mercadolibre.confirm.${asked.action}.title`}
      content={`app.mercadolibre.confirm.${asked.action}.content`}
      translateOptions={{ title: String(asked.record.title ?? asked.record.id) }}
      onConfirm={() => {
        setAsked(null);
        run(asked.action, asked.record.id);
      }}
      onClose={() => setAsked(null)}
    />
  );
  return { start, dialog, isPending };
};
