// The audit module's public face: all that other modules use of it (decision 0119).
export { listedChanges, type AuditChange, type AuditEvent, type AuditService } from './service.ts';
