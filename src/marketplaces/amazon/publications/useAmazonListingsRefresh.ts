import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { finalTaskStatuses, taskTypes } from '../../../../resources/tasks';
import { taskProgressChannel } from '../../../notifications';
import { amazonListingsResource } from './amazonListingsResource';

const listingTasks: readonly number[] = [taskTypes.publishAmazonListings, taskTypes.updateAmazonOffers];

/** Re-reads the open list when any change of its listings lands: a bulk task ending, or one of the screen's own calls. */
export const useAmazonListingsRefresh = () => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [amazonListingsResource] });
  useEffect(
    () =>
      taskProgressChannel.subscribe((message) => {
        if (finalTaskStatuses.includes(message.status) && message.type !== undefined && listingTasks.includes(message.type))
          void queryClient.invalidateQueries({ queryKey: [amazonListingsResource] });
      }),
    [queryClient],
  );
  return refresh;
};
