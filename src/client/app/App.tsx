import { LoadingBar } from '../components/LoadingBar/LoadingBar';
import { Toasts } from '../components/Toasts/Toasts';
import { Routes } from '../routes/Routes';
import { AppProvider } from './AppContext';
import type { AppServices } from './createApp';

export function App({ services }: { services: AppServices }) {
  return (
    <AppProvider services={services}>
      <LoadingBar />
      <Routes />
      <Toasts />
    </AppProvider>
  );
}
