// React and React DOM: boot.ts starts them in a task before the app's own modules.
import 'react-dom/client';
