import { renderConsole } from './console';

renderConsole();
