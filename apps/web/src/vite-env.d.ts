/// <reference types="vite/client" />
/// <reference types="dayjs/locale" />
