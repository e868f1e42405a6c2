// Async boundary: Module Federation negotiates the shared singletons before the shell's code runs.
import './layouts/layouts.css';

void import('./bootstrap.ts');
