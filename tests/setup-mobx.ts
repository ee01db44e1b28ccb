import { configure } from 'mobx';

// Every state change in a test or story goes through an action, as the stores promise (STYLE.md).
configure({ enforceActions: 'always' });
