import { watchBrowserPosts } from "./lib/native-submits";
import { StrictMode } from "react";
import { App } from "./app";
import { mount } from "./mount";
import "./styles.css";

// Before hydration starts, so a form the browser posts at the seam is known to the form's code.
watchBrowserPosts();
mount(
  <StrictMode>
    <App />
  </StrictMode>,
);
