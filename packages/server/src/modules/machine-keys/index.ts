export { useMachineKey } from './keys';
export { machineKeyRoutes } from './routes';
