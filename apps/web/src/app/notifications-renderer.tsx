// Loaded on demand by deferred-notifications.tsx: Mantine's toast renderer in a chunk of its own.
export { Notifications as default } from '@mantine/notifications';
