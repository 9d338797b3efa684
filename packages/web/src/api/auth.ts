import { authApi, type InputOf, menusApi, type ResultOf, securityApi, usersApi } from '@rpa/contracts';
import { call } from './call';
import { api } from './client';

export const exchangeHandover = (token: string, identity?: number) =>
  call(authApi.exchange, { token, identity }, { silent: true });
/** The token goes in its header: a query string would land in access logs. */
export const logout = (token: string) =>
  api().send<ResultOf<typeof authApi.logout>>({
    method: authApi.logout.method,
    url: authApi.logout.path,
    headers: { accesstoken: token },
  });
export const clearCookie = () => call(usersApi.clearCookie);
export const userMenu = (idenMenuId: number | null) => call(menusApi.userMenu, { idenMenuId });
export const userButtons = (menuId: number) => call(menusApi.userButton, { menuId }, { silent: true });
export const passwordRule = () => call(securityApi.complex);
export const modifyPassword = (body: InputOf<typeof usersApi.modifyPwd>) => call(usersApi.modifyPwd, body);
