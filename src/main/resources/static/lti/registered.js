// Dynamic Registration is done: tell the platform's window, which closes the tool's registration frame.
(window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*');
