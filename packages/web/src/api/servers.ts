import { type InputOf, serversApi } from '@rpa/contracts';
import { queryKeys } from '../components/crud';
import { call } from './call';

export const serverKeys = queryKeys('servers');

/** Server nodes (docs/api.md, Servers): each registers itself and beats. */
export const listServers = (q: InputOf<typeof serversApi.list>) => call(serversApi.list, q);
/** Only stopped nodes can be removed; a running one is refused. */
export const deleteServers = (ids: string[]) => call(serversApi.del, { ids });
