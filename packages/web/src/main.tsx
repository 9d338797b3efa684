// Before any schema is built: the CSP allows no eval (see the module).
import '@rpa/contracts/jitless';
import './app/global.css';
import { bootstrap } from './app/bootstrap';

void bootstrap();
