/** Default ports, in one place. Each can be overridden by its environment variable. */
const num = (name, fallback) => Number(process.env[name] || fallback);

module.exports = {
  apiPort: num('API_PORT', 8000),
  productPort: num('PORT', 8080),
  devPorts: {
    shell: num('SHELL_DEV_PORT', 8080),
    admin: num('ADMIN_DEV_PORT', 3001),
    company: num('COMPANY_DEV_PORT', 3002),
    department: num('DEPARTMENT_DEV_PORT', 3003),
    employee: num('EMPLOYEE_DEV_PORT', 3004),
  },
  remoteNames: ['admin', 'company', 'department', 'employee'],
};
