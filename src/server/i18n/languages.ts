// The languages list and choice order live in shared/ (the editor offers the same list).
export * from '../../shared/siteLanguages';
