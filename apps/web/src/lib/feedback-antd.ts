/** antd's toasts and dialogs: a chunk of their own, fetched the first time one is shown. */
export { default as message } from 'antd/es/message';
export { default as Modal } from 'antd/es/modal';
