export { assertLocalPassword, directoryBinding, directoryPassword } from './binding';
