import { Spin } from 'antd';

/** A whole admin screen waiting for something (the session check, signing out, the admin's own components), said aloud. */
export function PageLoading({ message }: { message: string }) {
  return (
    <main className="admin-checking" aria-busy="true">
      <Spin size="large" />
      <p role="status">{message}</p>
    </main>
  );
}
