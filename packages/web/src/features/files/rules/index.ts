export { ForwardRulesButton } from './ForwardRulesButton';
